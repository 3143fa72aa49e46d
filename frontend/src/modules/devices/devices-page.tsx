import { ResourcePage } from '../catalogue/resource-page';
import { deviceKind } from './device-kind';

export function DevicesPage() {
  return <ResourcePage kind={deviceKind} />;
}
