import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** An SMTP reply refusing a recipient: 4xx asks the sender to try later, 5xx refuses for good. */
export type Refusal = { code: number; message: string };

/**
 * A real SMTP server on a free loopback port (port 0, never a fixed one) that keeps what it accepts.
 * `refuse` sees each recipient and how many times it was offered before (0 the first time), and may
 * answer it with a refusal instead of accepting.
 */
export async function startSmtpServer(
  refuse: (to: string, offeredBefore: number) => Refusal | undefined = () => undefined,
  options: {
    /**
     * After this many mails, later ones are read in full but never answered: the sender cannot know they
     * arrived, as when it dies mid-send. They count as received (a reader would have them).
     */
    holdAfter?: number;
  } = {},
) {
  const received: ReceivedMail[] = [];
  let held = 0;
  const offers = new Map<string, number>();
  let connections = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS", "AUTH"],
    onConnect: (_session, callback) => {
      connections++;
      callback();
    },
    onRcptTo: (address, _session, callback) => {
      const before = offers.get(address.address) ?? 0;
      offers.set(address.address, before + 1);
      const refusal = refuse(address.address, before);
      if (refusal) callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      else callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        if (options.holdAfter !== undefined && received.length > options.holdAfter) {
          held++;
          return;
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many times each address was offered, refused or not. */
    offers,
    /** Mails read but left unanswered (see holdAfter). */
    held: () => held,
    /** Connections opened so far: a pooled sender opens few for many mails. */
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Stops holding: answers nothing held (its sender is gone) but accepts every later mail. */
    stopHolding: () => {
      options.holdAfter = undefined;
    },
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
