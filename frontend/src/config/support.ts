/** Where renters reach the support team (the payment success page's Contact Support). */
export const support = {
  email: 'hello@trio-rentals.in',
  phone: '+91 80 4718 2300',
  phoneHref: 'tel:+918047182300',
} as const;
