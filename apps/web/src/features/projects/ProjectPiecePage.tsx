// /dashboard/projects/{project id}/pieces/{part}-{index}: the page a label of a saved project's CNC
// package opens (its QR code; server: GET /projects/:id/pieces/:piece), headed by the project's
// name, for whoever may read the project (its owner, staff, a partner user of the owner's partner;
// others get "not found"; a guest signs in first: RequireAuth keeps the link to come back to).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../ui/routing.tsx';
import { api } from '../../api/instance.ts';
import { PieceAnswer, PieceSheet, type PieceView } from '../../ui/piece/PieceSheet.tsx';

interface ProjectPiece {
  projectId: string;
  name: string;
  piece: PieceView;
}

export function ProjectPiecePage() {
  const { t } = useTranslation();
  const { projectId = '', piece = '' } = useParams();
  const answer = useQuery({
    queryKey: ['projects', projectId, 'piece', piece],
    queryFn: ({ signal }) =>
      api.request<ProjectPiece>(`/projects/${encodeURIComponent(projectId)}/pieces/${encodeURIComponent(piece)}`, {
        signal,
      }),
  });
  return (
    <PieceAnswer answer={answer} back={{ to: '/dashboard/projects', label: t('piece.toProjects') }}>
      {(data) => (
        <PieceSheet
          piece={data.piece}
          heading={data.name}
          back={{ to: `/configurator/${data.projectId}`, label: t('piece.toProject') }}
        />
      )}
    </PieceAnswer>
  );
}
