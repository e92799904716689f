import { SMTPServer } from "smtp-server";

/**
 * The bench's mail sink, in a process of its own so its work is not the app's: a real SMTP server on a
 * free loopback port that reads every mail and keeps only the count. Prints its port; answers "count"
 * messages over IPC.
 */
let accepted = 0;
const server = new SMTPServer({
  secure: false,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData: (stream, _session, callback) => {
    stream.on("data", () => undefined);
    stream.on("end", () => {
      accepted++;
      callback();
    });
  },
});
server.listen(0, "127.0.0.1", () => {
  const address = server.server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
process.on("message", () => process.send?.({ count: accepted }));
process.on("disconnect", () => server.close(() => process.exit(0)));
