import { ResourceScreen } from './components/resource-screen';
import { deviceKind } from './device-kind';

// /devices
export function DevicesPage() {
  return <ResourceScreen kind={deviceKind} />;
}
