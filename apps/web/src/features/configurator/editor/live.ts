// The design core kept in step with the editor: one DesignModel, updated element by element
// (setElement / removeElement re-derive only a neighbourhood), rebuilt only when settings change or
// a document is loaded. The scene reads panels from it at once; findings and the quote are
// computed a moment later (`quoteNow`), off the pointer's path.
import type { Instructions } from '@kubik/design/assembly/steps';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import { DesignModel } from '@kubik/design/model';
import type { Panel } from '@kubik/design/parts/panel';
import { doorLeaves, type BarPart } from '@kubik/design/parts/extras';
import type { Junction } from '@kubik/design/parts/junction';
import { priceModel, quoteModel } from '@kubik/design/quote';
import { drawerFindings } from '@kubik/design/rules/drawers';
import type { Element, SlidingDoor } from '@kubik/design/schema/elements';
import type { Design } from '@kubik/design/schema/document';
import type { Diff } from './diff.ts';

export type LiveQuote = ReturnType<typeof quoteModel>;

export interface SceneParts {
  panels: Panel[];
  bars: BarPart[];
}

export class LiveModel {
  private model: DesignModel;
  private parts: SceneParts | undefined;
  private junctionList: Junction[] | undefined;
  private quoted: LiveQuote | undefined;
  private steps: Instructions | undefined;

  constructor(
    design: Design,
    readonly catalogue: Catalogue,
  ) {
    this.model = new DesignModel(design, catalogue);
  }

  reset(design: Design): void {
    this.model = new DesignModel(design, this.catalogue);
    this.parts = undefined;
    this.junctionList = undefined;
    this.quoted = undefined;
    this.steps = undefined;
  }

  /** Applies a change; `design` is the document after it (for the rare full rebuild). */
  apply(diff: Diff, design: Design): void {
    if (diff.settings) {
      this.reset(design);
      return;
    }
    for (const [id, [, after]] of diff.elements) {
      if (after) this.model.setElement(after);
      else this.model.removeElement(id);
    }
    this.parts = undefined;
    this.junctionList = undefined;
    this.quoted = undefined;
    this.steps = undefined;
  }

  scene(): SceneParts {
    this.parts ??= { panels: this.model.panels(), bars: this.model.bars() };
    return this.parts;
  }

  /** Every junction: only asked for when connector fittings are shown (they cost a full pass). */
  junctions(): Junction[] {
    this.junctionList ??= this.model.junctions();
    return this.junctionList;
  }

  /**
   * The assembly steps: only asked for while the assembly panel is open (which brings `build`, so
   * the steps' code loads with the panel); kept until the next change.
   */
  assembly(build: (model: DesignModel) => Instructions): Instructions {
    this.steps ??= build(this.model);
    return this.steps;
  }

  /**
   * The price with one more element (a cube a "+" would add): set into the model, priced, taken out
   * again. Cheap — a cube's neighbourhood is derived twice — so a hover can show it.
   */
  priceWith(element: Element): LiveQuote['price'] {
    this.model.setElement(element);
    try {
      return priceModel(this.model);
    } finally {
      this.model.removeElement(element.id);
    }
  }

  quote(): LiveQuote {
    this.quoted ??= quoteModel(this.model);
    return this.quoted;
  }

  /**
   * A change a cube's menu offers, tried: the price with it, and — for `drawers`, the id of a drawers
   * element it adds — whether the drawer rules would refuse it (what they say). The model is put back
   * as it was, like `priceWith`.
   */
  tryChange(diff: Diff, drawers?: string): { price: LiveQuote['price']; refused: boolean } {
    const apply = (forward: boolean) => {
      for (const [id, [before, after]] of diff.elements) {
        const el = forward ? after : before;
        if (el) this.model.setElement(el);
        else this.model.removeElement(id);
      }
    };
    apply(true);
    try {
      const refused =
        drawers !== undefined &&
        drawerFindings(this.model).some((f) => f.severity === 'error' && f.elementIds.includes(drawers));
      return { price: priceModel(this.model), refused };
    } finally {
      apply(false);
    }
  }

  /**
   * A sliding door a cube's menu offers: the price with it, and whether its leaves fit — sized as
   * the rules size them (`doorLeaves`: each leaf at least the catalogue's narrowest, a hand's reach
   * in with them pushed aside). Set into the model and taken out again, like `priceWith`.
   */
  tryDoor(door: SlidingDoor): { price: LiveQuote['price']; fits: boolean } {
    this.model.setElement(door);
    try {
      const sized = doorLeaves(door, this.model, this.model.index);
      const { minLeafWidthMm, minReachInMm } = this.catalogue.doors;
      const fits = sized !== undefined && sized.leafWidth >= minLeafWidthMm && sized.reach >= minReachInMm;
      return { price: priceModel(this.model), fits };
    } finally {
      this.model.removeElement(door.id);
    }
  }
}
