// libs/contracts runs in the browser and in Node, so it gets neither DOM nor Node types: only the globals both
// runtimes have, declared here as far as the contracts use them.
declare class URL {
  constructor(url: string, base?: string | URL);
  hash: string;
  host: string;
  hostname: string;
  href: string;
  pathname: string;
  protocol: string;
  search: string;
  toString(): string;
}
