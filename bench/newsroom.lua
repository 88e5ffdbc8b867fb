-- wrk script for `make bench-newsroom`: each connection walks a Zipf-distributed list of paths (one per
-- line in the file given after --), from its own offset, and counts page-cache hits: Varnish's
-- "X-Cache: hit", or Django's "Server-Timing: ..., page-cache;desc=hit"; and those of arc pages apart
-- (told by their kicker: wrk does not say which request an answer belongs to).
local paths, position = {}, 1
hits, answers, statuses = 0, 0, 0  -- globals: done() reads them with thread:get()
arc_hits, arc_answers = 0, 0
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
  local hit = cache == "hit" or (cache == nil and timing ~= nil and string.find(timing, "page-cache", 1, true))
  if hit then
    hits = hits + 1
  end
  if string.find(body, '<p class="kicker">Story arc</p>', 1, true) then
    arc_answers = arc_answers + 1
    if hit then
      arc_hits = arc_hits + 1
    end
  end
end

function done(summary, latency, requests)
  local total_hits, total_answers, total_bad, total_arc_hits, total_arc_answers = 0, 0, 0, 0, 0
  for _, thread in ipairs(threads) do
    total_hits = total_hits + thread:get("hits")
    total_answers = total_answers + thread:get("answers")
    total_bad = total_bad + thread:get("statuses")
    total_arc_hits = total_arc_hits + thread:get("arc_hits")
    total_arc_answers = total_arc_answers + thread:get("arc_answers")
  end
  io.write(string.format("NEWSROOM hits=%d answers=%d not_ok=%d arc_hits=%d arc_answers=%d\n", total_hits,
    total_answers, total_bad, total_arc_hits, total_arc_answers))
end
