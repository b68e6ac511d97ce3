/**
 * Runs `work` in a task of its own, as soon as the browser has finished the current one.
 *
 * Running the islands' script is one task: fetching aside, React DOM and every module run in
 * it. On a slow phone that is already a long task soon after the first paint, in which the
 * page cannot answer a tap; the islands' start (each island's code imported, the header's
 * and the banner's hydration begun) is kept out of it. A message rather than a timer: a timer in a
 * tab that is not shown may wait a second or more.
 */
export function inNextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}
