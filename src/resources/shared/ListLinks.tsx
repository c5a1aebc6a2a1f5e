import { createElement } from 'react';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import type { ListLink } from '../types';
import { useHeldPermissions } from '../../authProvider/useHeldPermissions';
import { missingPermission } from '../../authProvider/access';

/** The schema's declared `listLinks`: related screens the sidebar does not list. */
export function ListLinks({ links }: { links?: ListLink[] }) {
  const permissions = useHeldPermissions();
  // Until the profile says what the role holds, a guarded link is not offered.
  const offered = (links ?? []).filter(
    (link) =>
      !link.rule ||
      (permissions.known &&
        (!permissions.held || missingPermission(permissions.held, link.rule) === null)),
  );
  if (!offered.length) return null;
  return (
    <>
      {offered.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          size="small"
          startIcon={link.icon ? createElement(link.icon) : undefined}
        >
          {link.label}
        </Button>
      ))}
    </>
  );
}
