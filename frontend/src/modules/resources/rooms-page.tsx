import { ResourceScreen } from './components/resource-screen';
import { roomKind } from './room-kind';

// /rooms
export function RoomsPage() {
  return <ResourceScreen kind={roomKind} />;
}
