-- wrk's side of bench/load-generators.ts.
-- Arguments after `--`: the method, a file holding the body ('' for none), a file of paths to ask for in
-- turn ('' for the url's own path), the number of connections, and how long (ms) each connection waits
-- before its first request. Prints one line, "wrk-report " and JSON, when the run is done.
--
-- Why the wait: Node accepts one new connection per turn of its event loop. Sent at once, the first
-- requests of 64 new connections meet a server already busy with the connections it accepted first: the
-- 64th is accepted only after 63 turns, each serving every request in flight (at 1 ms a request, over a
-- second later). That ramp is about opening connections, not about serving them, and it filled the p99
-- of the slower rows. With the wait, every connection is open and accepted before any request is sent.

local opening, openWaitMs = 0, 0

function init(args)
  wrk.method = args[1]
  opening = tonumber(args[4]) or 0
  openWaitMs = tonumber(args[5]) or 0
  if args[2] ~= nil and args[2] ~= "" then
    local file = assert(io.open(args[2], "rb"))
    wrk.body = file:read("*a")
    file:close()
  end
  if args[3] ~= nil and args[3] ~= "" then
    -- Built once here: request() only picks the next one.
    local requests = {}
    for line in io.lines(args[3]) do
      if line ~= "" then
        requests[#requests + 1] = wrk.format(nil, line)
      end
    end
    local index = 0
    request = function()
      index = index % #requests + 1
      return requests[index]
    end
  end
end

function delay()
  if opening > 0 then
    opening = opening - 1
    return openWaitMs
  end
  return 0
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'wrk-report {"requests":%d,"durationUs":%d,"p50Us":%.0f,"p99Us":%.0f,' ..
      '"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.connect, errors.read, errors.write, errors.timeout, errors.status))
end
