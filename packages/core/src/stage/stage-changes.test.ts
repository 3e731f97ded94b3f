// @vitest-environment happy-dom
import { Container, Graphics, RenderGroupSystem, Text, updateRenderGroupTransforms, type RenderGroup } from "pixi.js";
import { describe, expect, it } from "vitest";
import { buildAhead, sceneChanged, structureChanged } from "./stage-changes.ts";

type View = Container & { didViewUpdate: boolean };

/** Pixi's collecting of a group's views when it rebuilds its instructions: each taken as drawn. */
function collect(container: Container): void {
  (container as View).didViewUpdate = false;
  for (const child of container.children) if (!child.renderGroup) collect(child);
}

/**
 * What a Pixi render does to a render group's change lists (RenderGroupSystem's
 * `_updateRenderGroups`, without a renderer): transforms updated, the views collected again when
 * the structure changed, else the changed ones updated, nested groups likewise.
 */
function drawn(group: RenderGroup): void {
  // (a colour change updates the view's render pipe; there are none without a renderer)
  group.instructionSet.renderPipes = new Proxy({}, { get: () => ({ updateRenderable: () => undefined }) }) as never;
  updateRenderGroupTransforms(group);
  if (group.structureDidChange) collect(group.root);
  group.structureDidChange = false;
  for (let i = 0; i < group.childrenRenderablesToUpdate.index; i++) (group.childrenRenderablesToUpdate.list[i] as View).didViewUpdate = false;
  group.childrenRenderablesToUpdate.index = 0;
  for (const child of group.renderGroupChildren) drawn(child);
}

function scene(): { root: Container; box: Graphics; label: Text; panel: Container } {
  const root = new Container({ isRenderGroup: true });
  const panel = new Container();
  const box = new Graphics().rect(0, 0, 10, 10).fill(0xff0000);
  const label = new Text({ text: "Score 0" });
  panel.addChild(box, label);
  root.addChild(panel);
  drawn(root.renderGroup);
  return { root, box, label, panel };
}

describe("sceneChanged", () => {
  it("is true for a scene never drawn (no render group yet) and false once drawn with nothing changed", () => {
    expect(sceneChanged(new Container().renderGroup)).toBe(true);
    const { root } = scene();
    expect(sceneChanged(root.renderGroup)).toBe(false);
  });

  it("sees every kind of change a frame would draw, and nothing once it was drawn", () => {
    const changes: [string, (s: ReturnType<typeof scene>) => void][] = [
      ["a child added", (s) => s.panel.addChild(new Graphics().circle(0, 0, 3).fill(0))],
      ["a child removed", (s) => s.panel.removeChild(s.label)],
      ["a container moved", (s) => (s.panel.x = 5)],
      ["a deep child scaled", (s) => s.box.scale.set(2)],
      ["a child hidden", (s) => (s.box.visible = false)],
      ["a child faded", (s) => (s.label.alpha = 0.5)],
      ["a child tinted", (s) => (s.box.tint = 0x00ff00)],
      ["a text changed", (s) => (s.label.text = "Score 10")],
      ["a graphics redrawn", (s) => s.box.clear().rect(0, 0, 20, 20).fill(0x0000ff)],
    ];
    for (const [name, change] of changes) {
      const s = scene();
      change(s);
      expect(sceneChanged(s.root.renderGroup), name).toBe(true);
      drawn(s.root.renderGroup);
      expect(sceneChanged(s.root.renderGroup), `${name}, drawn`).toBe(false);
    }
  });

  it("sees a change inside a nested render group", () => {
    const { root } = scene();
    const layer = new Container({ isRenderGroup: true });
    const dot = new Graphics().circle(0, 0, 2).fill(0xffffff);
    layer.addChild(dot);
    root.addChild(layer);
    drawn(root.renderGroup);
    expect(sceneChanged(root.renderGroup)).toBe(false);
    dot.x = 3;
    expect(sceneChanged(root.renderGroup)).toBe(true);
  });

  it("sees nothing when a value is set to what it already was (no frame needed)", () => {
    const { root, label } = scene();
    label.text = "Score 0";
    expect(sceneChanged(root.renderGroup)).toBe(false);
  });
});

describe("structureChanged: what can bring a text in a new font on screen", () => {
  it("is true for a child added, removed, shown or hidden, in nested groups too; false for new words or a move", () => {
    const { root, label, panel } = scene();
    expect(structureChanged(root.renderGroup)).toBe(false);
    label.text = "Score 100";
    panel.x = 5;
    expect(structureChanged(root.renderGroup)).toBe(false);
    panel.addChild(new Text({ text: "Level 2" }));
    expect(structureChanged(root.renderGroup)).toBe(true);
    drawn(root.renderGroup);
    label.visible = false;
    expect(structureChanged(root.renderGroup)).toBe(true);
    drawn(root.renderGroup);
    const nested = new Container({ isRenderGroup: true });
    root.addChild(nested);
    drawn(root.renderGroup);
    expect(structureChanged(root.renderGroup)).toBe(false);
    nested.addChild(new Text({ text: "Paused" }));
    expect(structureChanged(root.renderGroup)).toBe(true);
    expect(structureChanged(null)).toBe(true);
  });
});

describe("buildAhead", () => {
  it("runs the update half of Pixi's render: the pipes' per-frame reset, then the render groups' update, on the root's group", () => {
    const { root, label } = scene();
    label.text = "Score 1";
    const calls: string[] = [];
    const renderer = {
      runners: { prerender: { emit: (options: { container: Container }) => calls.push(`prerender ${options.container === root}`) } },
      renderGroup: {
        _updateCachedRenderGroups: (group: RenderGroup) => calls.push(`cached ${group === root.renderGroup}`),
        _updateRenderGroups: (group: RenderGroup) => {
          calls.push(`update ${group === root.renderGroup}`);
          drawn(group);
        },
      },
    };
    expect(buildAhead(renderer as never, root)).toBe(true);
    expect(calls).toEqual(["prerender true", "cached true", "update true"]);
    expect(sceneChanged(root.renderGroup)).toBe(false); // built: the frame that draws must be told
  });

  it("does nothing when Pixi's render-group system lacks these steps, or the root has no group yet", () => {
    const { root } = scene();
    expect(buildAhead({ runners: { prerender: { emit: () => undefined } }, renderGroup: {} } as never, root)).toBe(false);
    expect(buildAhead({ renderGroup: { _updateCachedRenderGroups: () => undefined, _updateRenderGroups: () => undefined } } as never, new Container())).toBe(
      false,
    );
  });

  it("finds the steps on Pixi's own render-group system", () => {
    const proto = RenderGroupSystem.prototype as unknown as Record<string, unknown>;
    expect(typeof proto._updateCachedRenderGroups).toBe("function");
    expect(typeof proto._updateRenderGroups).toBe("function");
  });
});
