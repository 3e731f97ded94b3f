import type { Container, RenderGroup, Renderer } from "pixi.js";

/**
 * Whether anything Pixi would draw under `group` changed since Pixi last drew it: a child added
 * or removed, a container moved, scaled, shown, hidden, faded or tinted, or a view's content
 * changed (a text, a graphics context, a sprite's texture). Pixi keeps these lists itself for its
 * incremental rendering (a render group's changed structure, the containers whose transform or
 * colour must be updated, the views whose content must be rebuilt) and empties them as it draws,
 * so they say exactly what a frame drawn now would change. The stage draws a frame only when this
 * is true (or its canvas was resized, which clears it): a frame owed to an invalidation that
 * changed nothing on the canvas (a pointer moved over nothing, a DOM panel shown over it) costs no
 * drawing — on a 2D canvas every frame redraws the whole screen.
 *
 * `group` is the stage's root render group; nested render groups are checked too. The root's own
 * transform is not (the stage never moves its root: screens are its children).
 */
export function sceneChanged(group: RenderGroup | null | undefined): boolean {
  if (!group) return true; // never drawn: Pixi makes the root's group on the first render
  if (group.structureDidChange || group.childrenRenderablesToUpdate.index > 0) return true;
  for (const depth in group.childrenToUpdate) if ((group.childrenToUpdate[depth]?.index ?? 0) > 0) return true;
  return group.renderGroupChildren.some(sceneChanged);
}

/**
 * Whether containers were added, removed, shown or hidden under `group` (nested render groups
 * too) since Pixi last drew it — the changes that can bring a text in a new font on screen. A
 * text's new words or a moved sprite are not.
 */
export function structureChanged(group: RenderGroup | null | undefined): boolean {
  if (!group) return true;
  return group.structureDidChange || group.renderGroupChildren.some(structureChanged);
}

/** The part of Pixi's render-group system that updates a scene before drawing it (private in Pixi's types). */
interface RenderGroupUpdates {
  _updateCachedRenderGroups(group: RenderGroup, closestCacheAsTexture: null): void;
  _updateRenderGroups(group: RenderGroup): void;
}

/**
 * Does the first half of Pixi's `render` of `root` without drawing: what its render-group system
 * does before it executes a frame's instructions (transforms, views rebuilt and, after a change of
 * structure, the instructions built for every shape and text). A screen's first frame did both
 * halves in one task; built here, the frame that draws it next finds the instructions made and
 * only executes them (Pixi keeps them until the structure changes again). False, and nothing
 * done, when Pixi's render-group system no longer has this shape: the frame then does it all.
 */
export function buildAhead(renderer: Renderer, root: Container): boolean {
  const system = (renderer as unknown as { renderGroup?: Partial<RenderGroupUpdates> }).renderGroup;
  const group = root.renderGroup;
  if (!group || typeof system?._updateCachedRenderGroups !== "function" || typeof system._updateRenderGroups !== "function") return false;
  // As Pixi's `render` does first: the per-frame state of its pipes (blend mode, the texture
  // collector's clock) reset for the root about to be walked.
  root.updateLocalTransform();
  renderer.runners.prerender.emit({ container: root, transform: root.localTransform });
  system._updateCachedRenderGroups(group, null);
  system._updateRenderGroups(group);
  return true;
}
