/** A log sink for `createTestApp(…, { logStream })` that keeps each JSON line pino writes, parsed. */
export function captureLogs() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    /** Every line whose message is `msg`. */
    withMessage: (msg: string) => lines.filter((line) => line.msg === msg),
  };
}
