// The assembly steps for the design on screen, in the user's language: each step's text, its parts
// (part numbers × quantity), its hardware and its drawing. Loaded when the assembly panel is first
// opened; computed from the editor's live model and kept until the design changes.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stepDrawing } from '@kubik/design/assembly/step-drawing';
import { assemblySteps, type Instructions } from '@kubik/design/assembly/steps';
import { toSvg } from '@kubik/design/drawing/drawing';
import type { Locale } from '@kubik/contract/locale';
import type { Editor, Snapshot } from '../editor/editor.ts';

/** Steps drawn in the panel at most (each drawing holds every earlier board); the PDF has them all. */
const shownSteps = 40;

export function AssemblySteps({ editor, snapshot, locale }: { editor: Editor; snapshot: Snapshot; locale: Locale }) {
  const { t } = useTranslation();
  const { design } = snapshot;
  // `design` is a new object with every edit: the steps follow it, from the live model.
  const steps = useMemo<Instructions>(
    () => (design.elements.length === 0 ? { steps: [], panels: [], bars: [] } : editor.live.assembly(assemblySteps)),
    [design, editor],
  );
  const drawings = useMemo(
    () => steps.steps.slice(0, shownSteps).map((step) => toSvg(stepDrawing(steps, step.number, 320))),
    [steps],
  );
  return (
    <div id="cfg-assembly-steps">
      {steps.steps.length === 0 ? (
        <p className="cfg-hint">{t('configurator.assembly.none')}</p>
      ) : (
        <ol className="cfg-steps" aria-label={t('configurator.assembly.title')} data-testid="assembly-steps">
          {steps.steps.slice(0, shownSteps).map((step, i) => (
            <li key={step.number} className="cfg-step" data-step={step.number}>
              <h3 className="cfg-step__title">{t('configurator.assembly.step', { number: step.number })}</h3>
              <p className="cfg-step__text">{step.text[locale]}</p>
              {step.parts.length > 0 ? (
                <dl className="cfg-step__list">
                  <dt>{t('configurator.assembly.parts')}</dt>
                  {step.parts.map((part) => (
                    <dd key={part.partNumber} data-testid="step-part">
                      <code>{part.partNumber}</code> × {part.quantity}
                    </dd>
                  ))}
                </dl>
              ) : null}
              {step.hardware.length > 0 ? (
                <dl className="cfg-step__list">
                  <dt>{t('configurator.assembly.hardware')}</dt>
                  {step.hardware.map((hw) => (
                    <dd key={hw.code}>
                      {hw.name[locale]} × {hw.quantity}
                    </dd>
                  ))}
                </dl>
              ) : null}
              <figure
                className="cfg-step__drawing"
                role="img"
                aria-label={t('configurator.assembly.drawing', { number: step.number })}
                dangerouslySetInnerHTML={{ __html: drawings[i] ?? '' }}
              />
            </li>
          ))}
        </ol>
      )}
      {steps.steps.length > shownSteps ? (
        <p className="cfg-hint">{t('configurator.assembly.more', { shown: shownSteps, count: steps.steps.length })}</p>
      ) : null}
    </div>
  );
}
