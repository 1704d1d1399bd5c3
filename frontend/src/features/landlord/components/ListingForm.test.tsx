import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productText } from '../../../i18n/catalogues';
import { renderWithText } from '../../../test/render';
import { ListingForm } from './ListingForm';

describe('ListingForm', () => {
  it('dashboard variant: names each missing field, checks the ₹500 step, sends propertyAddress, landlords and carpet area', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithText(
      <ListingForm variant="dashboard" submitLabel="Submit listing" onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit listing' }));
    for (const message of [
      'Street is required.',
      'City is required.',
      'State is required.',
      'ZIP code is required.',
      'Description is required.',
      'Rent amount is required.',
      'Lease duration is required.',
      'Nearby landmarks is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Street' }), '9, 4th Cross, Jayanagar');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Bengaluru');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Karnataka');
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '560011');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Sunny 2 BHK');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Bedrooms' }), '2');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Bathrooms' }), '2');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Rent Amount (₹)' }), '25100');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Carpet Area (sq.ft, optional)' }), '1050');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nearby Landmarks' }), ' Metro , , City Hospital ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lease Duration' }), 'Year-long');
    await userEvent.click(screen.getByRole('button', { name: 'Submit listing' }));
    expect(screen.getByText('Rent must be in steps of ₹500.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Rent Amount (₹)' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Rent Amount (₹)' }), '25000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit listing' }));
    expect(onSubmit).toHaveBeenCalledWith({
      propertyAddress: { street: '9, 4th Cross, Jayanagar', city: 'Bengaluru', state: 'Karnataka', zipCode: '560011' },
      description: 'Sunny 2 BHK',
      type: 'apartment',
      rentAmount: 25000,
      bedrooms: 2,
      bathrooms: 2,
      squareArea: 1050,
      status: 'pending',
      images: [],
      nearbyLandmarks: ['Metro', 'City Hospital'],
      leaseType: 'Year-long',
    });
  });

  it('hub variant (Add New Property): shows the bounds, counts the description, and refuses 99 bathrooms and 6,000 characters before sending (issue 25, item 15)', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithText(<ListingForm variant="hub" submitLabel="Add Property" onSubmit={onSubmit} onCancel={vi.fn()} />);
    const bathrooms = screen.getByRole('spinbutton', { name: 'Bathrooms' });
    expect(bathrooms).toHaveAccessibleDescription('A whole number from 0 to 20.');
    expect(bathrooms).toHaveAttribute('max', '20');
    expect(screen.getByRole('spinbutton', { name: 'Bedrooms' })).toHaveAccessibleDescription(
      'A whole number from 0 to 20.',
    );
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAccessibleDescription('0 / 5,000 characters');

    await userEvent.type(screen.getByRole('textbox', { name: 'Street Address' }), '12 Lodhi Road');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'New Delhi');
    await userEvent.type(screen.getByRole('textbox', { name: 'State' }), 'Delhi');
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '110003');
    await userEvent.type(screen.getByRole('textbox', { name: 'Locality/Area' }), 'Lodhi Colony');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Monthly Rent (₹)' }), '45000');
    await userEvent.clear(bathrooms);
    await userEvent.type(bathrooms, '99');
    // A pasted 6,000-character description: the counter says so at once.
    fireEvent.change(description, { target: { value: 'x'.repeat(6000) } });
    expect(description).toHaveAccessibleDescription('6,000 / 5,000 characters');
    await userEvent.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(screen.getByText('Bathrooms can be at most 20.')).toBeInTheDocument();
    expect(screen.getByText('Description must be at most 5,000 characters (it has 6,000).')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(bathrooms);
    await userEvent.type(bathrooms, '2');
    fireEvent.change(description, { target: { value: 'Quiet 3 BHK by Lodhi Garden' } });
    expect(description).toHaveAccessibleDescription(/^27 \/ 5,000 characters/);
    await userEvent.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ bathrooms: 2, bedrooms: 1 }));
  });

  describe('in Hindi', () => {
    it('names the fields, their bounds and what is missing in Hindi', async () => {
      await productText.show('hi');
      const onSubmit = vi.fn(async () => undefined);
      renderWithText(<ListingForm variant="hub" submitLabel="प्रॉपर्टी जोड़ें" onSubmit={onSubmit} onCancel={vi.fn()} />);
      expect(screen.getByRole('combobox', { name: 'प्रॉपर्टी का प्रकार' })).toHaveDisplayValue('अपार्टमेंट');
      expect(screen.getAllByText('0 से 20 तक की पूरी संख्या।')).toHaveLength(2);
      expect(screen.getByText('0 / 5,000 अक्षर')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'प्रॉपर्टी जोड़ें' }));
      expect(screen.getByText('सड़क का पता ज़रूरी है।')).toBeInTheDocument();
      expect(screen.getByText('मोहल्ला/इलाका ज़रूरी है।')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });
});
