/** The people of the OIR bank's word problems: Indian first names, women and men alike. */
export const NAMES = ['Ravi', 'Anita', 'Kabir', 'Meena', 'Arjun', 'Farah', 'Vikram', 'Pooja', 'Imran', 'Sunita', 'Karan', 'Neha', 'Rohit', 'Divya', 'Harpreet', 'Joseph'] as const;

const WOMEN: readonly string[] = ['Anita', 'Meena', 'Farah', 'Pooja', 'Sunita', 'Neha', 'Divya', 'Harpreet'];

export const pronounOf = (name: string) => (WOMEN.includes(name) ? 'she' : 'he');
