import { type FormEvent, useState } from 'react';
import { TextField } from '../ui/TextField.tsx';
import type { ShelvedProduct } from './off-shelf.ts';

interface Props {
  readonly shelved: readonly ShelvedProduct[];
  readonly busy: boolean;
  readonly onBack: (product: ShelvedProduct) => void;
}

/** Products off the shelf (the ones taken off here), and any other by its id, back on the menu. */
export const ShelfBack = ({ shelved, busy, onBack }: Props) => {
  const [id, setId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = id.trim();
    if (!/^[0-9]{1,20}$/.test(value)) {
      setError('A product id is a number, like 5029.');
      return;
    }
    setError(null);
    onBack({ id: value, name: `Product ${value}` });
    setId('');
  };
  return (
    <section className="panel" aria-labelledby="off-shelf">
      <h2 id="off-shelf">Off the shelf</h2>
      {shelved.length === 0 ? (
        <p className="muted">Nothing taken off the shelf from this browser.</p>
      ) : (
        <ul className="products">
          {shelved.map((product) => (
            <li key={product.id} className="product">
              <p className="product__name">{product.name}</p>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => onBack(product)}
                aria-label={`Back on the shelf: ${product.name}`}
              >
                Back on the shelf
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="inline-form" onSubmit={submit} noValidate>
        <TextField
          label="Another product, by id"
          inputMode="numeric"
          value={id}
          onChange={setId}
          error={error}
          hint="Products taken off elsewhere are not listed: the menu leaves them out."
        />
        <button type="submit" className="button" disabled={busy}>
          Put back on the shelf
        </button>
      </form>
    </section>
  );
};
