// The analysis pane and the kernel's heartbeat, shared by the board widget and the explorer.
// Plain ES: the widget's module is this file followed by its own (cgt/widgets/base.py).

const SVG_NS = "http://www.w3.org/2000/svg";

function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function svgNode(tag, attributes) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  return node;
}

// Rows of the pane: what analyse() answers, shown as CGSuite prints it.
const FIELDS = [
  ["outcome", "Outcome"],
  ["canonical_form", "Canonical form"],
  ["temperature", "Temperature"],
  ["mean", "Mean"],
  ["atomic_weight", "Atomic weight"],
];

function drawPane(model) {
  const pane = make("div", "cgt-pane");
  const table = make("table", "cgt-facts");
  const status = make("div", "cgt-status");
  const bar = make("progress", "cgt-progress");
  const stop = make("button", "cgt-stop", "Stop");
  const picture = make("div", "cgt-thermograph");
  const message = make("div", "cgt-message");
  stop.addEventListener("click", () => model.send({ type: "stop" }));
  const running = make("div", "cgt-running");
  running.append(bar, stop);
  pane.append(status, running, table, picture, message);

  function update() {
    const a = model.get("analysis") || {};
    const p = model.get("progress") || {};
    const state = a.state || "running";
    pane.dataset.state = state;
    running.style.display = state === "running" ? "" : "none";
    status.textContent = {
      running: p.searched ? `Analysing: ${p.searched.toLocaleString()} positions, ${p.seconds} s` : "Analysing...",
      done: `Analysed in ${a.seconds} s`,
      over: "Too large for a canonical form within the budget",
      stopped: "Stopped",
      failed: "The analysis failed",
    }[state] || state;
    table.replaceChildren();
    for (const [key, label] of FIELDS) {
      if (a[key] === null || a[key] === undefined) continue;
      const row = make("tr");
      row.append(make("th", "", label), make("td", "cgt-" + key.replace("_", "-"), a[key]));
      table.append(row);
    }
    // The thermograph is the library's own SVG (Thermograph.to_svg), drawn to scale.
    picture.innerHTML = a.thermograph || "";
    message.textContent = a.message || "";
  }
  model.on("change:analysis", update);
  model.on("change:progress", update);
  update();
  return pane;
}

// A refusal of the library (an illegal edit), shown in the page with its own words.
function drawError(model) {
  const box = make("div", "cgt-error");
  const update = () => {
    box.textContent = model.get("error");
    box.style.display = model.get("error") ? "" : "none";
  };
  model.on("change:error", update);
  update();
  return box;
}

// Ping the kernel every 2 s; with no answer for 6 s, say so: the page stays as it was, readable.
function heartbeat(model, el) {
  const notice = make("div", "cgt-dead", "The kernel is not answering (it died or is busy): " +
    "what is shown is the last position and analysis it sent. Restart the kernel and run the cell again.");
  notice.style.display = "none";
  el.prepend(notice);
  let answered = Date.now();
  const onMessage = (content) => {
    if (content && content.type === "pong") {
      answered = Date.now();
      notice.style.display = "none";
    }
  };
  model.on("msg:custom", onMessage);
  const timer = setInterval(() => {
    try {
      model.send({ type: "ping" });
    } catch (error) {
      // A closed comm throws: the kernel is gone.
    }
    if (Date.now() - answered > 6000) notice.style.display = "";
  }, 2000);
  return () => {
    clearInterval(timer);
    model.off("msg:custom", onMessage);
  };
}
