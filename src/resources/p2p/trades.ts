import ArrowCircleDownOutlinedIcon from '@mui/icons-material/ArrowCircleDownOutlined';
import ArrowCircleUpOutlinedIcon from '@mui/icons-material/ArrowCircleUpOutlined';
import { choicesOf } from '../shared/choices';
import type { Choice, FieldSchema, ResourceSchema, SectionSchema } from '../types';
import type { PagedListContract } from '../../contracts/resources/types';
import { p2pBuyContract, p2pSellContract } from '../../contracts/resources/p2pTrades';
import { asPerson, contractFields, contractList } from '../shared/contractFields';
import { fieldsIn } from '../shared/fieldBasics';
import { p2pAssetChoices } from './pairs';

/** The message catalogue has no default for the trade lists; this one says what failed, in the same voice. */
export const GET_P2P_TRADES_FAILED = 'Get P2p Trade Details failed!';

export const tradeStatusChoices: Choice[] = choicesOf({
  open: 'info',
  paid: 'warning',
  released: 'success',
  cancelled: 'default',
  disputed: 'error',
});

const story = fieldsIn(['show']);

/** A trade's timeline and chat, oldest first: its page and its dispute's page show them. */
export const tradeStoryFields: FieldSchema[] = [
  {
    ...story('timeline', 'Timeline', 'nested'),
    columns: [
      story('at', 'When', 'datetime'),
      story('event', 'Event', 'text'),
      story('detail', 'Detail', 'text'),
    ],
  },
  {
    ...story('messages', 'Chat', 'nested'),
    columns: [
      story('createdAt', 'When', 'datetime'),
      story('sender', 'From', 'text'),
      story('body', 'Message', 'text'),
    ],
  },
];

export const tradeStorySections: SectionSchema[] = tradeStoryFields.map((field) => ({
  label: field.label,
  fields: [field.source],
  wide: true,
}));

/**
 * /admin/p2p/p2p-buy and /admin/p2p/p2p-sell: POST /admin/getp2ps, server-paged, the side sent
 * beside the admin's filter; the detail (GET /p2p/trade/:id) also carries timeline and chat.
 */
function tradesSchema(contract: PagedListContract, side: 'buy' | 'sell'): ResourceSchema {
  const label = side === 'buy' ? 'P2P buy' : 'P2P sell';
  const fields = contractFields(contract, {
    buyer: asPerson('buyerId'),
    seller: asPerson('sellerId'),
    asset: { choices: p2pAssetChoices.slice(0, 3) },
    status: { choices: tradeStatusChoices },
    amount: { currencySource: 'asset' },
    price: { currencySource: 'fiat' },
    fiatTotal: { currencySource: 'fiat' },
    fee: { currencySource: 'asset' },
  });
  return {
    name: contract.name,
    label,
    menu: {
      label,
      group: 'P2P',
      order: side === 'buy' ? 20 : 30,
      icon: side === 'buy' ? ArrowCircleDownOutlinedIcon : ArrowCircleUpOutlinedIcon,
    },
    list: contractList(contract, { errorMessage: GET_P2P_TRADES_FAILED }),
    getOne: {
      method: 'GET',
      path: ({ id }) => `/p2p/trade/${encodeURIComponent(id)}`,
      errorMessage: GET_P2P_TRADES_FAILED,
    },
    defaultSort: contract.defaultSort,
    recordRepresentation: 'orderNo',
    fields: [...fields, ...tradeStoryFields],
    sections: [
      {
        label: 'Trade',
        fields: fields.filter((f) => f.views.includes('show')).map((f) => f.source),
      },
      ...tradeStorySections,
    ],
    // Its own cache entry: the list row has no timeline or chat.
    recordPage: { meta: { detail: 'trade' } },
  };
}

export const p2pBuySchema = tradesSchema(p2pBuyContract, 'buy');
export const p2pSellSchema = tradesSchema(p2pSellContract, 'sell');
