export type Age = 'child' | 'young' | 'adult' | 'old';
export type Sex = 'male' | 'female';
export type Mood = 'cheerful' | 'worried' | 'sad' | 'angry' | 'tense' | 'calm' | 'determined';
export type Pose = 'standing' | 'sitting' | 'sitting-ground' | 'walking' | 'pointing' | 'carrying' | 'kneeling' | 'looking-away';
export type Facing = 'front' | 'left' | 'right';
export type Dress = 'kurta' | 'dhoti' | 'saree' | 'salwar' | 'shirt' | 'uniform' | 'school';
/** What the arms do; by default it follows from the pose and the mood. */
export type Gesture = 'down' | 'swing' | 'point' | 'reach' | 'hold' | 'hips' | 'chin' | 'forehead' | 'folded' | 'wave' | 'knees' | 'stick' | 'pot' | 'bag';
export type Held = 'letter' | 'book' | 'bag' | 'lantern' | 'box' | 'tool' | 'basket' | 'phone' | 'cup';
export type Hair = 'short' | 'bald' | 'bun' | 'plait' | 'two-plaits' | 'loose';

export type FigureOptions = {
  /** Where the feet touch the ground (for sitting: below the seat). */
  x: number;
  y: number;
  age: Age;
  sex: Sex;
  mood: Mood;
  pose?: Pose;
  facing?: Facing;
  dress: Dress;
  /** 1 is a grown man about 400 px tall, near the front of the picture. */
  scale?: number;
  gesture?: Gesture;
  /** Where the gesturing hand goes, in picture coordinates (a hand on a shoulder, held out to someone). */
  handTo?: readonly [number, number];
  hold?: Held;
  hair?: Hair;
  moustache?: boolean;
  glasses?: boolean;
  /** The end of the saree drawn over the head (older women). */
  veil?: boolean;
  /** Seat height in pixels above `y`, for sitting. */
  seat?: number;
  /** Half sleeves instead of full. */
  halfSleeves?: boolean;
  /** A cap or beret with the uniform. */
  cap?: boolean;
};
