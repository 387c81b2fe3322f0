// Renaming a project in the app's dialog (never the browser's prompt()): the name as it is, checked
// as the server checks it (1–200 characters after trimming), saved with Enter or the button.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';

const maxName = 200;

export function RenameDialog({
  name,
  busy,
  onRename,
  onClose,
}: {
  name: string | null;
  busy: boolean;
  onRename: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={name !== null} onClose={onClose} title={t('projects.renameTitle')} closeLabel={t('projects.cancel')}>
      {name !== null ? <RenameForm name={name} busy={busy} onRename={onRename} onClose={onClose} /> : null}
    </Modal>
  );
}

function RenameForm({
  name,
  busy,
  onRename,
  onClose,
}: {
  name: string;
  busy: boolean;
  onRename: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!next) return setError(t('projects.nameRequired'));
    if (next.length > maxName) return setError(t('projects.nameTooLong'));
    if (next === name) return onClose();
    onRename(next);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('projects.renamePrompt')}
        value={value}
        error={error}
        autoComplete="off"
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <div className="confirm__buttons">
        <Button variant="secondary" onClick={onClose}>
          {t('projects.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('projects.renameSave')}
        </Button>
      </div>
    </form>
  );
}
