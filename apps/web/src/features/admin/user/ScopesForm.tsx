// A user's roles (scopes) as checkboxes, saved together. An admin looking at their own file cannot
// untick their own admin role: the box is disabled with the reason beside it (the API refuses it
// too, 409 cannot_remove_own_admin).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@kubik/contract/admin';
import { scopes as allScopes, type Scope } from '@kubik/contract/auth';
import { useSession } from '../../../api/instance.ts';
import { Button } from '../../../ui/Button.tsx';

const isScope = (value: string): value is Scope => (allScopes as readonly string[]).includes(value);

export function ScopesForm({
  user,
  busy,
  onSave,
}: {
  user: AdminUserDetail;
  busy: boolean;
  onSave: (scopes: Scope[]) => void;
}) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const [chosen, setChosen] = useState<Scope[]>(user.scopes.filter(isScope));
  const self = me?.id === user.id;
  const changed = [...chosen].sort().join() !== user.scopes.filter(isScope).sort().join();

  const toggle = (scope: Scope, on: boolean) =>
    setChosen((now) => (on ? allScopes.filter((s) => s === scope || now.includes(s)) : now.filter((s) => s !== scope)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(chosen);
  };

  return (
    <form className="admin-user__scopes" onSubmit={submit}>
      <fieldset>
        <legend className="field__label">{t('adminUser.scopes.title')}</legend>
        <ul className="admin-user__scope-list">
          {allScopes.map((scope) => {
            const locked = self && scope === 'admin';
            return (
              <li key={scope}>
                <label className="admin-user__scope">
                  <input
                    type="checkbox"
                    checked={chosen.includes(scope)}
                    disabled={locked || busy}
                    onChange={(event) => toggle(scope, event.target.checked)}
                  />
                  {t(`adminUser.scopes.names.${scope}`)}
                </label>
                {locked ? <span className="admin-user__hint">{t('adminUser.scopes.ownAdmin')}</span> : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <Button type="submit" variant="secondary" disabled={!changed || busy} aria-busy={busy}>
        {t('adminUser.scopes.save')}
      </Button>
    </form>
  );
}
