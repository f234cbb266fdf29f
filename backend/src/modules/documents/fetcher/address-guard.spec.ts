import { describe, expect, it } from '@jest/globals';
import { embeddedIpv4, isBlockedAddress } from './address-guard';

describe('SSRF address guard', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '169.254.0.5',
    '100.64.0.1', '100.127.255.255', '0.0.0.0', '0.1.2.3', '224.0.0.1', '239.255.255.250', '255.255.255.255',
    '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1', '64:ff9b::10.0.0.1', '[::1]', 'fe80::1%eth0', 'localhost', 'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '104.16.0.1', '172.32.0.1', '100.128.0.1', '169.255.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it('reads the IPv4 address inside mapped forms', () => {
    expect(embeddedIpv4('::ffff:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('::FFFF:192.168.0.1')).toBe('192.168.0.1');
    expect(embeddedIpv4('2001:db8::1')).toBeNull();
  });
});
