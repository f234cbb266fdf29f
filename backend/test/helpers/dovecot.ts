import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export interface DovecotServer {
  host: string;
  port: number;
  user: string;
  password: string;
  stop: () => Promise<void>;
}

const DOVECOT_BIN = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'].find((p) => fs.existsSync(p));

/** True when Debian's dovecot-imapd is installed (scripts/test.mjs installs it on CI). */
export function dovecotAvailable(): boolean {
  return DOVECOT_BIN !== undefined;
}

async function waitForGreeting(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const sock = net.connect(port, '127.0.0.1');
      sock.setTimeout(1000);
      sock.once('data', (d) => {
        sock.destroy();
        resolve(d.toString().startsWith('* OK'));
      });
      sock.once('error', () => resolve(false));
      sock.once('timeout', () => {
        sock.destroy();
        resolve(false);
      });
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`dovecot did not greet on port ${port}`);
}

/**
 * Starts a private dovecot IMAP server (no system service): config, mail and state in a temp dir, plaintext
 * IMAP on a free loopback port, one passwd-file user. As root, mail is owned by 'nobody' (dovecot refuses uid 0).
 */
export async function startDovecot(): Promise<DovecotServer> {
  if (!DOVECOT_BIN) throw new Error('dovecot is not installed (apt-get install -y dovecot-imapd)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const user = 'docs';
  const password = 'imap-test-password';
  const isRoot = process.getuid?.() === 0;
  const me = os.userInfo();
  const mailUid = isRoot ? 65534 : me.uid;
  const mailGid = isRoot ? 65534 : me.gid;
  for (const d of ['run', 'state', 'mail', 'home']) fs.mkdirSync(path.join(dir, d), { mode: 0o755 });
  if (isRoot) {
    fs.chownSync(path.join(dir, 'mail'), mailUid, mailGid);
    fs.chownSync(path.join(dir, 'home'), mailUid, mailGid);
  }
  fs.writeFileSync(path.join(dir, 'users'), `${user}:{PLAIN}${password}::::::\n`, { mode: 0o644 });
  const conf = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
info_log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
${isRoot ? '' : `default_internal_user = ${me.username}\ndefault_login_user = ${me.username}\ndefault_internal_group = ${me.username}\n`}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${dir}/home/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service pop3-login {
  inet_listener pop3 {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`;
  const confPath = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(confPath, conf);
  const check = spawnSync(DOVECOT_BIN, ['-c', confPath, '-n'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`dovecot config invalid: ${check.stderr}`);
  const child: ChildProcess = spawn(DOVECOT_BIN, ['-F', '-c', confPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d.toString()));
  try {
    await waitForGreeting(port, 10_000);
  } catch (e) {
    child.kill('SIGTERM');
    const log = fs.existsSync(path.join(dir, 'dovecot.log')) ? fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : '';
    throw new Error(`${(e as Error).message}\n${stderr}\n${log}`, { cause: e });
  }
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
