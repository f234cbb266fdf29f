import { REMOTES, type RemoteName } from './routes';

// What '/' is made of, in a module of its own: the public page imports only this, not the back office's route
// table (route-remotes.ts), which would otherwise be downloaded by every visitor of '/'.

/** A region of '/': the landing remote and the chat widget, each failing on its own. */
export interface LandingRegion {
  remote: RemoteName;
  /** The exposed module rendered in the browser. */
  module: string;
  /** The exposed module used instead when '/' came with the remote's server HTML (it hydrates that HTML). */
  serverHtmlModule?: string;
}

/** What '/' renders (and, since any other page goes to '/', what every non-admin path preloads). */
export const LANDING_REGIONS: readonly LandingRegion[] = [
  { remote: REMOTES.landing, module: './LandingPage', serverHtmlModule: './Hydrate' },
  { remote: REMOTES.chat, module: './ChatWidget' },
];

/** The element of '/' that holds the landing remote's server HTML (the backend writes it, the shell hydrates it). */
export const SERVER_LANDING_ID = 'landing-ssr';
