// The board widget: a position drawn as cells, counters or text, to edit or play on (cgt/widgets/board.py).

const CELL = 40;
const FILL = { "#": "#5f6368", ".": "#ffffff" };
const EDGE_COLOURS = { B: "#1f5fbf", R: "#c8302a", G: "#2a9b3c" };
const TINTS = { L: "#9fc5f8", R: "#f4a7a3", ".": "#ffffff" };
const STONES = { x: ["#202124", "#202124"], o: ["#ffffff", "#202124"], T: ["#6aa84f", "#274e13"], F: ["#e69138", "#783f04"] };

function sameCells(chosen, cells) {
  // Whether the clicked cells are among the move's cells (as a multiset: an arrow may land where an amazon was).
  const left = cells.map((c) => c.join(","));
  for (const c of chosen) {
    const i = left.indexOf(c.join(","));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function render({ model, el }) {
  const root = make("div", "cgt-widget cgt-board-widget");
  const side = make("div", "cgt-board-side");
  const toolbar = make("div", "cgt-toolbar");
  const board = make("div", "cgt-board");
  const options = make("div", "cgt-options");
  const turn = make("div", "cgt-turn");
  side.append(toolbar, turn, board, options, drawError(model));
  root.append(side, drawPane(model));
  el.replaceChildren(root);
  const stopBeat = heartbeat(model, root);
  let chosen = [];

  const view = () => model.get("view") || {};
  const edit = (text) => model.send({ type: "edit", text });
  const play = (index) => {
    chosen = [];
    if (model.get("library") === model.get("to_move")) return; // the library's turn: it is answering
    model.send({ type: "play", side: model.get("to_move"), index });
  };

  function button(label, action, className) {
    const b = make("button", className || "", label);
    b.addEventListener("click", action);
    return b;
  }

  function select(name, choices) {
    const s = make("select", "cgt-" + name.replace("_", "-"));
    for (const [value, label] of choices) {
      const o = make("option", "", label);
      o.value = value;
      s.append(o);
    }
    s.value = model.get(name);
    s.addEventListener("change", () => {
      model.set(name, s.value);
      model.save_changes();
    });
    return s;
  }

  function resize(rows, dr, dc) {
    const v = view();
    const width = Math.max(1, (rows[0] || "").length + dc);
    const height = Math.max(1, rows.length + dr);
    const out = [];
    for (let r = 0; r < height; r++) {
      const row = rows[r] || "";
      out.push((row + v.empty.repeat(width)).slice(0, width));
    }
    edit(out.join("|"));
  }

  function drawToolbar() {
    const v = view();
    const items = [
      select("mode", [["edit", "Edit"], ["play", "Play"]]),
    ];
    if (model.get("mode") === "edit" && v.kind === "cells") {
      const rows = v.rows;
      const strip = rows.length === 1 && v.pieces.includes("T");
      if (!strip) items.push(button("+row", () => resize(rows, 1, 0)), button("-row", () => resize(rows, -1, 0)));
      items.push(button("+col", () => resize(rows, 0, 1)), button("-col", () => resize(rows, 0, -1)),
        button("Clear", () => edit(rows.map((r) => v.empty.repeat(r.length)).join("|"), "cgt-clear")));
    }
    if (model.get("mode") === "edit" && v.kind === "heaps") {
      items.push(button("+heap", () => edit([...v.heaps, 1].join(", "))),
        button("Clear", () => edit("")));
    }
    if (model.get("mode") === "play") {
      items.push(make("span", "", "to move:"), select("to_move", [["left", "Left"], ["right", "Right"]]),
        make("span", "", "library plays:"), select("library", [["", "nobody"], ["left", "Left"], ["right", "Right"]]));
      const hints = make("input", "cgt-hints");
      hints.type = "checkbox";
      hints.checked = model.get("hints");
      hints.addEventListener("change", () => {
        model.set("hints", hints.checked);
        model.save_changes();
      });
      const label = make("label", "", " hints");
      label.prepend(hints);
      items.push(label);
    }
    items.push(button("Undo", () => model.send({ type: "undo" }), "cgt-undo"));
    toolbar.replaceChildren(...items);
  }

  function hintFor(index) {
    const h = model.get("hint_outcomes") || {};
    if (!model.get("hints") || h.side !== model.get("to_move") || !h.wins) return null;
    return h.wins[index];
  }

  function drawCells() {
    const v = view();
    const rows = v.rows;
    const width = Math.max(...rows.map((r) => r.length), 1);
    const svg = svgNode("svg", { width: width * CELL + 2, height: rows.length * CELL + 2, class: "cgt-cells" });
    const playing = model.get("mode") === "play";
    const moves = (v.moves || {})[model.get("to_move")] || [];
    rows.forEach((row, r) => {
      [...row].forEach((ch, c) => {
        const cell = [r + 1, c + 1];
        const isChosen = chosen.some((x) => x[0] === cell[0] && x[1] === cell[1]);
        const rect = svgNode("rect", {
          x: c * CELL + 1, y: r * CELL + 1, width: CELL, height: CELL,
          fill: FILL[ch] || "#ffffff", class: "cgt-cell" + (isChosen ? " cgt-chosen" : ""),
          "data-row": r + 1, "data-column": c + 1, "data-piece": ch,
        });
        rect.addEventListener("click", () => (playing ? clickToPlay(cell, moves) : clickToEdit(r, c)));
        svg.append(rect);
        if (STONES[ch]) {
          const [fill, stroke] = STONES[ch];
          svg.append(svgNode("circle", {
            cx: (c + 0.5) * CELL + 1, cy: (r + 0.5) * CELL + 1, r: CELL / 2 - 6,
            fill, stroke, "stroke-width": 2, "pointer-events": "none",
          }));
        } else if (!(ch in FILL)) {
          const t = svgNode("text", { x: (c + 0.5) * CELL + 1, y: (r + 0.65) * CELL + 1, "text-anchor": "middle", "pointer-events": "none" });
          t.textContent = ch;
          svg.append(t);
        }
      });
    });
    if (playing) {
      // Hints: each move a segment through its cells, green when it wins, red when it loses.
      moves.forEach((m, i) => {
        const wins = hintFor(i);
        if (wins === null || wins === undefined || !m.cells.length) return;
        const centres = m.cells.map(([r, c]) => [(c - 0.5) * CELL + 1, (r - 0.5) * CELL + 1]);
        if (centres.length === 1) centres.push(centres[0]);
        // Ends drawn short of the centres: two moves through one cell do not run into each other.
        const inset = (a, b) => {
          const d = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
          const k = Math.min(6, d / 3) / d;
          return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
        };
        const n = centres.length;
        if (n > 1 && centres[0] !== centres[1]) {
          centres[0] = inset(centres[0], centres[1]);
          centres[n - 1] = inset(centres[n - 1], centres[n - 2]);
        }
        const points = centres.map(([x, y]) => `${x},${y}`);
        svg.append(svgNode("polyline", {
          points: points.join(" "), fill: "none", stroke: wins ? "#2e7d32" : "#c62828",
          "stroke-width": 5, "stroke-opacity": 0.55, "stroke-linecap": "round", "pointer-events": "none",
          class: wins ? "cgt-hint-wins" : "cgt-hint-loses",
        }));
      });
    }
    board.replaceChildren(svg);
  }

  function clickToEdit(r, c) {
    const v = view();
    const rows = v.rows.slice();
    const next = v.pieces[(v.pieces.indexOf(rows[r][c]) + 1) % v.pieces.length];
    rows[r] = rows[r].slice(0, c) + next + rows[r].slice(c + 1);
    edit(rows.join("|"));
  }

  function clickToPlay(cell, moves) {
    chosen.push(cell);
    let candidates = moves.map((m, i) => [m, i]).filter(([m]) => sameCells(chosen, m.cells));
    if (!candidates.length) {
      chosen = [cell];
      candidates = moves.map((m, i) => [m, i]).filter(([m]) => sameCells(chosen, m.cells));
      if (!candidates.length) chosen = [];
    }
    const done = candidates.find(([m]) => m.cells.length === chosen.length);
    if (done) play(done[1]);
    else drawCells();
  }

  function drawHeaps() {
    const v = view();
    const wide = Math.max(...v.heaps, 1);
    const R = 11;
    const svg = svgNode("svg", { width: (wide + 1) * 2 * R + 60, height: Math.max(v.heaps.length, 1) * 2 * R + 8, class: "cgt-heaps" });
    const playing = model.get("mode") === "play";
    v.heaps.forEach((h, i) => {
      const y = i * 2 * R + R + 4;
      const label = svgNode("text", { x: 4, y: y + 4 });
      label.textContent = String(h);
      svg.append(label);
      for (let k = 0; k < h; k++) {
        const counter = svgNode("circle", { cx: 40 + k * 2 * R + R, cy: y, r: R - 2, fill: "#8d6e63", stroke: "#3e2723", class: "cgt-counter", "data-heap": i + 1, "data-counter": k + 1 });
        // A click leaves the counters before it: an edit, or the move that does so (Python named it) if there is one.
        const index = ((v.counters || {})[model.get("to_move")] || [])[i]?.[k];
        if (playing && (index === null || index === undefined)) counter.classList.add("cgt-unplayable");
        counter.addEventListener("click", () => {
          const after = v.heaps.slice();
          after[i] = k;
          if (!playing) return edit(after.join(", "));
          if (index !== null && index !== undefined) play(index);
        });
        svg.append(counter);
      }
      if (!playing) {
        const plus = svgNode("text", { x: 40 + h * 2 * R + 6, y: y + 5, class: "cgt-add", cursor: "pointer" });
        plus.textContent = "+";
        plus.addEventListener("click", () => {
          const after = v.heaps.slice();
          after[i] = h + 1;
          edit(after.join(", "));
        });
        svg.append(plus);
      }
    });
    board.replaceChildren(svg);
  }

  const graphView = () => view().graph || { vertices: [], edges: [], plays: {} };

  function drawGraph() {
    // Vertices where the position's layout puts them; a click names the vertex and Python plays or recolours it.
    const g = graphView();
    const STEP = 56, R = 15;
    const at = (p) => [(p.x + 0.5) * STEP, (p.y + 0.5) * STEP];
    const width = Math.max(1, ...g.vertices.map((p) => p.x + 1)) * STEP;
    const height = Math.max(1, ...g.vertices.map((p) => p.y + 1)) * STEP;
    const svg = svgNode("svg", { width, height, class: "cgt-graph" });
    for (const [u, w] of g.edges) {
      const [x1, y1] = at(g.vertices[u]), [x2, y2] = at(g.vertices[w]);
      svg.append(svgNode("line", { x1, y1, x2, y2, stroke: "#444444", "stroke-width": 2, "pointer-events": "none" }));
    }
    const playing = model.get("mode") === "play";
    const plays = (g.plays || {})[model.get("to_move")] || [];
    g.vertices.forEach((p, i) => {
      const [cx, cy] = at(p);
      const index = plays[i];
      const wins = playing && index !== null && index !== undefined ? hintFor(index) : null;
      const stroke = wins === true ? "#2e7d32" : wins === false ? "#c62828" : "#202124";
      const circle = svgNode("circle", {
        cx, cy, r: R, fill: TINTS[p.tint] || "#ffffff", stroke, "stroke-width": wins === null || wins === undefined ? 2 : 5,
        class: "cgt-vertex" + (playing && (index === null || index === undefined) ? " cgt-unplayable" : ""),
        "data-vertex": i, "data-tint": p.tint,
      });
      circle.addEventListener("click", () => {
        if (playing && model.get("library") === model.get("to_move")) return; // the library's turn: it is answering
        model.send({ type: "vertex", vertex: i });
      });
      svg.append(circle);
      if (p.tint !== ".") {
        const t = svgNode("text", { x: cx, y: cy + 4, "text-anchor": "middle", "pointer-events": "none" });
        t.textContent = p.tint;
        svg.append(t);
      }
    });
    // The graph's shape is edited as its text (CGSuite's notation); a click changes a tint.
    board.replaceChildren(textInput(), svg);
  }

  function drawEdges() {
    // A Hackenbush picture: the ground at the bottom, each edge a line a click cuts (play) or recolours (edit).
    const g = view().edges || { vertices: [], edges: [], plays: {} };
    const STEP = 48;
    const width = Math.max(1, ...g.vertices.map((p) => p.x + 0.5)) * STEP;
    const ground = (Math.max(0, ...g.vertices.map((p) => p.y)) + 1) * STEP;
    const at = (v) => [g.vertices[v].x * STEP, ground - g.vertices[v].y * STEP];
    const svg = svgNode("svg", { width, height: ground + STEP / 2, class: "cgt-picture-edges" });
    svg.append(svgNode("line", { x1: 0, y1: ground, x2: width, y2: ground, stroke: "#6b4f2a", "stroke-width": 4, "pointer-events": "none" }));
    const playing = model.get("mode") === "play";
    const plays = (g.plays || {})[model.get("to_move")] || [];
    const seen = {};
    g.edges.forEach(([u, w, colour], i) => {
      // Edges between the same two vertices bend to either side in turn; a loop is a triangle above its vertex.
      const k = (seen[`${u},${w}`] = (seen[`${u},${w}`] ?? -1) + 1);
      const [x2, y2] = at(w);
      const [x1, y1] = u === 0 ? [x2, ground] : at(u);
      let points;
      if (u === w) points = [[x1, y1], [x1 - 9 - 4 * k, y1 - 20 - 6 * k], [x1 + 9 + 4 * k, y1 - 20 - 6 * k], [x1, y1]];
      else {
        const bend = Math.ceil(k / 2) * (k % 2 ? 1 : -1) * 12;
        points = [[x1, y1], [(x1 + x2) / 2 + bend, (y1 + y2) / 2], [x2, y2]];
      }
      const index = plays[i];
      const wins = playing && index !== null && index !== undefined ? hintFor(index) : null;
      const line = svgNode("polyline", {
        points: points.map(([x, y]) => `${x},${y}`).join(" "), fill: "none", stroke: EDGE_COLOURS[colour],
        "stroke-width": 6, "stroke-linecap": "round",
        class: "cgt-edge" + (playing && (index === null || index === undefined) ? " cgt-unplayable" : "")
          + (wins === true ? " cgt-hint-wins" : wins === false ? " cgt-hint-loses" : ""),
        "data-edge": i, "data-colour": colour,
      });
      if (wins === true || wins === false) line.setAttribute("stroke-dasharray", wins ? "none" : "4 3");
      line.addEventListener("click", () => {
        if (playing && model.get("library") === model.get("to_move")) return; // the library's turn: it is answering
        model.send({ type: "edge", edge: i });
      });
      svg.append(line);
    });
    g.vertices.forEach((p, v) => {
      if (v) svg.append(svgNode("circle", { cx: at(v)[0], cy: at(v)[1], r: 3, fill: "#222222", "pointer-events": "none" }));
    });
    board.replaceChildren(textInput(), svg);
  }

  function textInput() {
    const v = view();
    const input = make("input", "cgt-text");
    input.value = v.text;
    input.size = Math.max(20, v.text.length + 4);
    input.disabled = model.get("mode") === "play";
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") edit(input.value);
    });
    return input;
  }

  function drawText() {
    const v = view();
    // The position's own picture (the library's SVG), redrawn with every position.
    const picture = make("div", "cgt-picture");
    picture.innerHTML = v.picture || "";
    board.replaceChildren(textInput(), picture);
  }

  function drawOptions() {
    const v = view();
    const named = (v.moves[model.get("to_move")] || []).some((m) => m.cells.length);
    options.replaceChildren();
    if (model.get("mode") !== "play" || (v.kind === "cells" && named) || v.kind === "graph" || v.kind === "edges") return;
    (v.moves[model.get("to_move")] || []).forEach((m, i) => {
      const wins = hintFor(i);
      const cls = "cgt-option" + (wins === true ? " cgt-wins" : wins === false ? " cgt-loses" : "");
      options.append(button(m.text || "(nothing left)", () => play(i), cls));
    });
  }

  function draw() {
    const v = view();
    drawToolbar();
    const moves = (v.moves || {})[model.get("to_move")] || [];
    const how = { heaps: ": a click on a counter leaves the counters before it in its heap", graph: ": click a vertex to colour it", edges: ": click an edge to cut it" }[v.kind] || "";
    turn.textContent = model.get("mode") === "play"
      ? (moves.length ? `${model.get("to_move") === "left" ? "Left" : "Right"} to move${how}` : `${model.get("to_move") === "left" ? "Left" : "Right"} has no move: the game is over`)
      : { cells: "Click a cell to change it", graph: "Click a vertex to change its tint (. then L then R)", edges: "Click an edge to change its colour (blue, red, green)", heaps: "Click a counter to take the heap down to it, + to add one", text: "Type a position and press Enter" }[v.kind];
    if (v.kind === "cells") drawCells();
    else if (v.kind === "heaps") drawHeaps();
    else if (v.kind === "graph") drawGraph();
    else if (v.kind === "edges") drawEdges();
    else drawText();
    drawOptions();
  }

  for (const name of ["view", "mode", "to_move", "hints", "hint_outcomes", "library"]) model.on("change:" + name, draw);
  // A refused edit leaves the board as it was: redraw it from the position Python kept.
  const onRefused = (content) => {
    if (content && content.type === "refused") draw();
  };
  model.on("msg:custom", onRefused);
  draw();
  return () => {
    stopBeat();
    model.off("msg:custom", onRefused);
  };
}

export default { render };
