/**
 * Entry of `npm run model -- list | pull NAME | remove NAME` (see
 * cli/model/commands.ts). Ctrl-C during a pull stops it and keeps what was
 * downloaded: the same command resumes it.
 */
import { modelsDir } from '../server/models/store';
import { runModelCommand } from './model/commands';

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());

runModelCommand(process.argv.slice(2), { dir: modelsDir(), stdout: process.stdout, stderr: process.stderr, signal: controller.signal }).then(
  // Exits explicitly: an aborted download's socket must not keep the process alive.
  (code) => process.exit(code),
  () => process.exit(1),
);
