import { avatarHues, isSafeImageUrl } from './format';

/** The profile image when there is a safe one, else a gradient generated from the address. */
export function Avatar({ address, imageUrl, size = 24 }: { address: string; imageUrl?: string; size?: number }) {
  if (isSafeImageUrl(imageUrl)) {
    return <img className="wm-avatar" src={imageUrl} alt="" width={size} height={size} />;
  }
  const [a, b] = avatarHues(address);
  return (
    <span
      className="wm-avatar"
      aria-hidden="true"
      style={{ width: size, height: size, background: `radial-gradient(circle at 30% 30%, hsl(${a} 80% 65%), hsl(${b} 70% 40%))` }}
    />
  );
}
