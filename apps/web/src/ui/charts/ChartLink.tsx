// A link inside a chart's SVG (a bar, a column) that navigates inside the app like the router's
// <Link>, keeps the browser's own behaviour for new tabs (ctrl, cmd, shift, middle click), and is
// reached with Tab and named for screen readers by `label`; `<title>` shows the same on hover.
import type { AppHref } from '@kubik/contract/pages';
import type { ReactNode } from 'react';
import { useNavigate } from '../routing.tsx';

export function ChartLink({ to, label, children }: { to: AppHref; label: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <a
      href={to}
      aria-label={label}
      className="chart__link"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      <title>{label}</title>
      {children}
    </a>
  );
}
