// A network's icon: its own image URL (a custom network's), else the registry's asset image.
import { registryClient } from './client';
import type { Network } from '../shared';

/** Undefined without an image or a registry (no project id): the list then shows initials. */
export function networkImageUrl(network: Network): string | undefined {
  if (network.assets?.imageUrl) return network.assets.imageUrl;
  const imageId = network.assets?.imageId;
  return imageId ? registryClient()?.assetImageUrl(imageId) : undefined;
}
