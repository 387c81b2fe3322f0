// /ar/{token}: what a phone opens from the desktop's QR code (issue 23). The phone is not signed in:
// the token is the signed, hour-long link to one design's 3D files (decision 0019). The page shows
// the piece with model-viewer and the platform's "place in your room" button; a link past its hour
// says how to get a new one.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../ui/routing.tsx';
import { signedModel } from '@kubik/contract/models3d';
import { isApiError } from '../../api/errors.ts';
import { api } from '../../api/instance.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { ModelStage } from '../../ui/model3d/ModelStage.tsx';

export function ArPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const answer = useQuery({
    queryKey: ['models', 'link', token],
    queryFn: async ({ signal }) =>
      signedModel.parse(await api.request(`/models/link?token=${encodeURIComponent(token)}`, { auth: false, signal })),
    retry: false,
  });
  if (answer.isPending) {
    return (
      <Page title={t('room.title')}>
        <p className="model-stage__status" role="status">
          <span className="cfg-spinner" aria-hidden="true" />
          {t('room.loading')}
        </p>
      </Page>
    );
  }
  if (answer.isError) {
    const expired = isApiError(answer.error) && answer.error.fields?.token === 'expired';
    return (
      <Page title={t('room.title')}>
        <EmptyState title={t(expired ? 'room.expired' : 'room.invalid')} />
      </Page>
    );
  }
  const model = answer.data;
  return (
    <Page title={t('room.pageTitle', { name: model.name })}>
      <ModelStage glb={model.glb} usdz={model.usdz} name={model.name} ar />
    </Page>
  );
}
