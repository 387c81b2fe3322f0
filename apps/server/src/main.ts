// The server process of `npm start`: configuration from the environment, then serve until a signal.
import { loadConfig } from './config.ts';
import { closeOnSignals, startServer } from './server.ts';

const server = await startServer(loadConfig());
closeOnSignals(server);
