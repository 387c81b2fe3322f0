// "Contact us": a button that opens the contact dialog. It sits in every page's footer, so it is
// kept light: the dialog (its form, zod and the contract) loads with the first click.
// The configurator can pass the open project's id; staff then get a link to it.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ContactDialog = lazy(() => import('./ContactDialog.tsx').then((module) => ({ default: module.ContactDialog })));

export interface ContactButtonProps {
  /** The project the message is about (a saved project's id); staff get a link to it. */
  projectId?: string;
  /** The button's text; "Contact us" by default. */
  label?: string;
  /** The message the form starts with (e.g. a quote request naming the design). */
  message?: string;
  className?: string;
}

export function ContactButton({
  projectId,
  label,
  message,
  className = 'button button--ghost contact-button',
}: ContactButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so a message closed by mistake is still there.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label ?? t('contact.open')}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ContactDialog
            open={open}
            onClose={() => setOpen(false)}
            {...(projectId ? { projectId } : {})}
            {...(message ? { initialMessage: message } : {})}
          />
        </Suspense>
      ) : null}
    </>
  );
}
