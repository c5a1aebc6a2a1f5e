import { createElement } from 'react';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import type { ListLink } from '../types';

/** The schema's declared `listLinks`: related screens the sidebar does not list. */
export function ListLinks({ links }: { links?: ListLink[] }) {
  if (!links?.length) return null;
  return (
    <>
      {links.map((link) => (
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
