/**
 * Resolves in a new task, not a timer: the browser may paint and answer input in between, and a test's
 * paused clock does not hold it up. Start-up work is cut into such tasks so none of them is long on a
 * phone (decisions 0059, 0065).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
