import { ResourcePage } from '../catalogue/resource-page';
import { roomKind } from './room-kind';

export function RoomsPage() {
  return <ResourcePage kind={roomKind} />;
}
