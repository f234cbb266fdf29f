// proxy-addr (Express's own client-address rule) ships no types; only what the socket gateway uses is declared.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';
  type Trust = (address: string, hop: number) => boolean;
  function proxyaddr(req: IncomingMessage, trust: Trust): string;
  namespace proxyaddr {
    function compile(addresses: string | string[]): Trust;
  }
  export = proxyaddr;
}
