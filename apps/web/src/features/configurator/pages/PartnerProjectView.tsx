// A partner user looking at one of their partner's customers' projects (issue 14 §4): read-only,
// with whose it is above the header, the customer's PDF and a picture of the scene. The server lets
// the partner's users read the project of a customer assigned to their partner, never change it
// (and gives them neither the workshop's PDF nor the CNC files). Its texts are the `partner…`
// sections (the `inquiries` message part, loaded by the page before it shows this).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/i18n.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import type { Editor } from '../editor/editor.ts';
import type { ProjectOwner } from './AdminProjectView.tsx';
import { DocumentError, downloadProjectFile } from './documents.ts';
import { MoreMenu, type MenuItem } from './MoreMenu.tsx';

export function PartnerOwnerBanner({ owner }: { owner: ProjectOwner }) {
  const { t } = useTranslation();
  return (
    <p className="cfg-owner" role="note">
      {t('partnerCustomers.projectOf', { name: owner.name || owner.email, email: owner.email })}
    </p>
  );
}

export function PartnerProjectActions({
  editor,
  tools,
  project,
}: {
  editor: Editor;
  tools: { saveImage: () => void };
  project: { id: string; ownerId: string };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [working, setWorking] = useState(false);

  const download = async () => {
    if (working) return;
    setWorking(true);
    try {
      await downloadProjectFile(project.id, 'pdf', locale, editor.store.getName(), t('configurator.untitled'));
    } catch (error) {
      notify.error((error instanceof DocumentError && error.message) || t('configurator.pdf.failed'));
    } finally {
      setWorking(false);
    }
  };
  const items: MenuItem[] = [
    { key: 'pdf', label: t('configurator.menu.pdf'), run: () => void download() },
    { key: 'image', label: t('configurator.toolbar.capture'), run: tools.saveImage },
  ];

  return (
    <>
      {working ? (
        <span className="cfg-working" role="status">
          <span className="cfg-spinner" aria-hidden="true" />
          {t('configurator.pdf.preparing')}
        </span>
      ) : null}
      <span className="cfg-badge">{t('configurator.admin.readOnly')}</span>
      <ButtonLink variant="secondary" to={`/dashboard/partner/customers/${project.ownerId}`}>
        {t('partnerCustomers.backToCustomer')}
      </ButtonLink>
      <MoreMenu items={items} />
    </>
  );
}
