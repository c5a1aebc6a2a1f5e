import type { Identifier } from 'react-admin';
import { useRecordContext } from 'react-admin';
import { Card, Stack } from '@mui/material';
import { SchemaShow, SchemaShowFields } from '../../resources/shared/SchemaShow';
import type { ResourceSchema } from '../../resources/types';
import { TradeTimeline, type TradeDetail } from './TradeTimeline';

function TimelineOfRecord() {
  const record = useRecordContext<TradeDetail & { id: Identifier }>();
  return <TradeTimeline trade={record} />;
}

/** A P2P trade's details: the generic fields, then its timeline and chat (GET /p2p/trade/:id). */
export function tradeShow(schema: ResourceSchema) {
  return function TradeShow({ id }: { id?: Identifier }) {
    return (
      // Own cache entry: the list row has no timeline or chat.
      <SchemaShow schema={schema} id={id} meta={{ detail: 'trade' }}>
        <Stack spacing={2}>
          <Card>
            <SchemaShowFields schema={schema} />
          </Card>
          <TimelineOfRecord />
        </Stack>
      </SchemaShow>
    );
  };
}
