import { describe, expect, it } from '@jest/globals';
import { embeddedIpv4, isBlockedAddress } from './address-guard';

describe('SSRF address guard', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '169.254.0.5',
    '100.64.0.1', '100.127.255.255', '0.0.0.0', '0.1.2.3', '224.0.0.1', '239.255.255.250', '255.255.255.255',
    '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1', '64:ff9b::10.0.0.1', '[::1]', 'fe80::1%eth0', 'localhost', 'not-an-ip',
    // IPv4-compatible, -translated, NAT64 local-use and 6to4 forms of loopback/private/metadata addresses
    '[::7f00:1]', '::7f00:1', '::127.0.0.1', '[::ffff:0:7f00:1]', '::ffff:0:127.0.0.1', '0:0:0:0:0:ffff:7f00:1',
    '64:ff9b:1::a9fe:a9fe', '2002:7f00:1::1', '2002:c0a8:101::', '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '104.16.0.1', '172.32.0.1', '100.128.0.1', '169.255.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', '::808:808', '2002:808:808::1', '64:ff9b::8.8.8.8'])('allows the public address %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it('reads the IPv4 address inside mapped forms', () => {
    expect(embeddedIpv4('::ffff:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('::FFFF:192.168.0.1')).toBe('192.168.0.1');
    expect(embeddedIpv4('2001:db8::1')).toBeNull();
    expect(embeddedIpv4('::7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('::ffff:0:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('2002:0808:0808::1')).toBe('8.8.8.8');
    expect(embeddedIpv4('::1')).toBeNull();
  });
});
