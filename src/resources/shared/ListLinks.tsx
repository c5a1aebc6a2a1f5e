import { createElement } from 'react';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import type { ListLink } from '../types';
import { allowsRule, useHeldPermissions } from '../../authProvider/useHeldPermissions';

/** The schema's declared `listLinks`: related screens the sidebar does not list. */
export function ListLinks({ links }: { links?: ListLink[] }) {
  const permissions = useHeldPermissions();
  // Until the profile says what the role holds, a guarded link is not offered.
  const offered = (links ?? []).filter((link) => allowsRule(permissions, link.rule));
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
