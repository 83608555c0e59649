// The explorer: the game tree as an expandable list, navigated with the keyboard (cgt/widgets/explorer.py).

function render({ model, el }) {
  const root = make("div", "cgt-widget cgt-explorer");
  const left = make("div", "cgt-board-side");
  const toolbar = make("div", "cgt-toolbar");
  const tree = make("div", "cgt-tree");
  tree.tabIndex = 0;
  left.append(toolbar, tree, drawError(model));
  root.append(left, drawPane(model));
  el.replaceChildren(root);
  const stopBeat = heartbeat(model, root);
  // Children hidden on the page; Python keeps what was found.
  const send = (type, id) => model.send({ type, id });

  const sensible = make("input", "cgt-sensible");
  sensible.type = "checkbox";
  sensible.addEventListener("change", () => {
    model.set("sensible", sensible.checked);
    model.save_changes();
  });
  const label = make("label", "", " sensible options only");
  label.prepend(sensible);
  toolbar.append(label);

  function children(nodes, id) {
    return nodes.filter((n) => n.parent === id);
  }

  function visible() {
    const nodes = model.get("nodes") || [];
    const out = [];
    const walk = (node) => {
      out.push(node);
      if (node.expanded) children(nodes, node.id).forEach(walk);
    };
    if (nodes.length) walk(nodes[0]);
    return out;
  }

  function draw() {
    sensible.checked = model.get("sensible");
    const selected = model.get("selected");
    tree.replaceChildren();
    for (const node of visible()) {
      const row = make("div", "cgt-node" + (node.id === selected ? " cgt-selected" : ""));
      row.dataset.id = node.id;
      row.style.paddingLeft = node.depth * 16 + 2 + "px";
      const mark = node.leaf === true ? "\u00a0\u00a0" : node.expanded ? "\u25be " : "\u25b8 ";
      const toggle = make("span", "cgt-toggle", mark);
      toggle.addEventListener("click", (event) => {
        event.stopPropagation();
        send("expand", node.id);
      });
      row.append(toggle, make("span", "cgt-side", node.side), make("span", "cgt-text", node.text || "(empty)"),
        make("span", "cgt-value", node.value));
      row.addEventListener("click", () => send("select", node.id));
      row.addEventListener("dblclick", () => send("expand", node.id));
      tree.append(row);
    }
  }

  tree.addEventListener("keydown", (event) => {
    const rows = visible();
    const nodes = model.get("nodes") || [];
    const at = rows.findIndex((n) => n.id === model.get("selected"));
    const node = rows[at];
    if (!node) return;
    let handled = true;
    if (event.key === "ArrowDown" && at + 1 < rows.length) send("select", rows[at + 1].id);
    else if (event.key === "ArrowUp" && at > 0) send("select", rows[at - 1].id);
    else if (event.key === "ArrowRight") {
      if (!node.expanded && node.leaf !== true) send("expand", node.id);
      else if (node.expanded && children(nodes, node.id).length) send("select", children(nodes, node.id)[0].id);
    } else if (event.key === "ArrowLeft") {
      if (node.expanded) send("expand", node.id);
      else if (node.parent >= 0) send("select", node.parent);
    } else if (event.key === "Enter") send("expand", node.id);
    else handled = false;
    if (handled) event.preventDefault();
  });

  for (const name of ["nodes", "selected", "sensible"]) model.on("change:" + name, draw);
  draw();
  return stopBeat;
}

export default { render };
