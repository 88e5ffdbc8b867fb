-- wrk script for `make bench-newsroom`: each connection walks a Zipf-distributed list of paths (one per
-- line in the file given after --), from its own offset, and counts page-cache hits: Varnish's
-- "X-Cache: hit", or Django's "Server-Timing: ..., page-cache;desc=hit".
local paths, position = {}, 1
hits, answers, statuses = 0, 0, 0  -- globals: done() reads them with thread:get()
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  for line in io.lines(args[1]) do
    paths[#paths + 1] = line
  end
  position = math.random(#paths)
end

function request()
  position = position % #paths + 1
  return wrk.format("GET", paths[position])
end

function response(status, headers, body)
  answers = answers + 1
  if status ~= 200 then
    statuses = statuses + 1
  end
  local cache = headers["X-Cache"]
  local timing = headers["Server-Timing"]
  if cache == "hit" or (cache == nil and timing ~= nil and string.find(timing, "page-cache", 1, true)) then
    hits = hits + 1
  end
end

function done(summary, latency, requests)
  local total_hits, total_answers, total_bad = 0, 0, 0
  for _, thread in ipairs(threads) do
    total_hits = total_hits + thread:get("hits")
    total_answers = total_answers + thread:get("answers")
    total_bad = total_bad + thread:get("statuses")
  end
  io.write(string.format("NEWSROOM hits=%d answers=%d not_ok=%d\n", total_hits, total_answers, total_bad))
end
