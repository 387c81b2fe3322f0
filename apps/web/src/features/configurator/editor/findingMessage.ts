// A finding's message in the reader's language. The design core's texts of that language are
// fetched when there is first something to say (@kubik/design/i18n/load): a design the rules have
// nothing to say about fetches none, and the configurator's first visit carries no message text.
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@kubik/contract/locale';
import type { Finding } from '@kubik/design/findings/finding';
import { loadDesignTexts } from '@kubik/design/i18n/load';
import type { Snapshot } from './editor.ts';

/** `(finding) => message` in `locale`; '' for the moment until the language's texts are here. */
export function useFindingMessage(snapshot: Snapshot, locale: Locale): (finding: Finding) => string {
  const { data: texts } = useQuery({
    queryKey: ['design-texts', locale],
    queryFn: () => loadDesignTexts(locale),
    enabled: snapshot.quote.findings.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return useCallback((f: Finding) => (texts ? snapshot.message(f, locale, texts) : ''), [texts, snapshot, locale]);
}
