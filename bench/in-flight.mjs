// How full a run kept its concurrency, from the loopback server's timeline of requests in flight.

/**
 * Of the time from the first request to the end of the last stretch with `level` requests in
 * flight (after it, fewer trials are left than slots), the share spent with all `level` in flight.
 * What is lost is the client's own time between a reply and its next request.
 */
export function fullShare(timeline, level) {
  let end = -1;
  for (let i = 0; i < timeline.length - 1; i += 1) if (timeline[i][1] === level) end = timeline[i + 1][0];
  if (end < 0) return 0;
  const start = timeline[0][0];
  let full = 0;
  for (let i = 0; i < timeline.length - 1 && timeline[i][0] < end; i += 1) {
    if (timeline[i][1] === level) full += timeline[i + 1][0] - timeline[i][0];
  }
  return full / (end - start);
}
