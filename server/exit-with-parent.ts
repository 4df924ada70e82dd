/**
 * Loaded first (node --import) in every background child (background-child.ts): the child's stdin
 * is a pipe from the server that the server never writes. When the server ends, however it ends
 * (a SIGKILL included, which it cannot pass on), the pipe closes and the child ends too, instead
 * of running on as an orphan that finishes a backup nobody checks, or holds a copy of the database.
 * It kills itself rather than exit: process.exit waits for a file operation in progress, which on
 * a stuck disk (or a pipe no one writes) never ends.
 */
const end = () => process.kill(process.pid, 'SIGKILL');
process.stdin.on('end', end);
process.stdin.on('error', end);
process.stdin.resume();
// The pipe alone never keeps the child alive: it ends when its work is done, as before.
(process.stdin as unknown as { unref?: () => void }).unref?.();
