import { ResourceContextProvider } from 'react-admin';
import { adminStakesSchema } from '../../resources/staking/staket';
import { SchemaCreate } from '../../resources/shared/SchemaCreate';

/**
 * staket/createAdminStake (the product's route, spelling kept): the admin stakes' declared create
 * form, on its own route. Confirmation, 2FA step-up and the Idempotency-Key come from the schema's `createForm`.
 */
export default function CreateAdminStakePage() {
  return (
    <ResourceContextProvider value={adminStakesSchema.name}>
      <SchemaCreate schema={adminStakesSchema} />
    </ResourceContextProvider>
  );
}
