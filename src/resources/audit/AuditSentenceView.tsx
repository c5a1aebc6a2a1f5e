import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  useCanAccess,
  useResourceDefinitions,
  type RaRecord,
  type ResourceDefinition,
} from 'react-admin';
import { detailPath, paths } from '../../config/paths';
import { stopRowClick } from '../shared/fieldBasics';
import {
  auditSentence,
  sentenceText,
  type AuditEntryFacts,
  type SentenceLink,
} from './auditSentence';

/**
 * Where a sentence's link opens, from the resource as react-admin registered it (the catalog would
 * import every resource, this one included): the record's page (its spec route, or react-admin's
 * show), a dialog-form resource's edit dialog, or nowhere for a resource without either.
 */
export function sentenceLinkPath(
  { id }: SentenceLink,
  definition: ResourceDefinition | undefined,
): string | undefined {
  if (!definition) return undefined;
  const showPath = (definition.options as { showPath?: string } | undefined)?.showPath;
  if (showPath) return detailPath(`${paths.admin}/${showPath}`, id);
  const base = `${paths.admin}/${definition.name}/${encodeURIComponent(id)}`;
  if (definition.hasShow) return `${base}/show`;
  return definition.hasEdit ? base : undefined;
}

/** An audit entry as its sentence, the admin and the records linked; the whole text in the title. */
export function AuditSentenceView({ entry }: { entry: RaRecord }) {
  const parts = auditSentence(entry as unknown as AuditEntryFacts);
  return (
    <span className="MuiTypography-root MuiTypography-body2" title={sentenceText(parts)}>
      {parts.map((part, index) =>
        typeof part === 'string' ? part : <SentenceLinkView key={index} {...part} />,
      )}
    </span>
  );
}

/** A link where the admin's role may open the page (as a person field's), else the text alone. */
function SentenceLinkView({ text, link }: { text: string; link: SentenceLink }) {
  const { canAccess } = useCanAccess({ resource: link.resource, action: 'show' });
  const definitions = useResourceDefinitions();
  const to = canAccess ? sentenceLinkPath(link, definitions[link.resource]) : undefined;
  if (!to) return <>{text}</>;
  return (
    <Link component={RouterLink} to={to} onClick={stopRowClick}>
      {text}
    </Link>
  );
}
