/*
 * The Razorpay stand-in's checkout script, served at /v1/checkout.js in place of
 * https://checkout.razorpay.com/v1/checkout.js. It gives the page `window.Razorpay` with the options, methods and
 * callbacks of Razorpay's standard checkout:
 *
 *   const rzp = new Razorpay({ key, amount, currency, name, description, order_id, handler, prefill, notes,
 *                              theme: { color }, modal: { ondismiss, escape } });
 *   rzp.on('payment.failed', (response) => response.error.code / description / source / step / reason /
 *                                             metadata.order_id / metadata.payment_id);
 *   rzp.open();   // success: handler({ razorpay_payment_id, razorpay_order_id, razorpay_signature })
 *
 * Its modal is a dialog inside the page (labelled, focus kept inside, Escape closes) that takes the stand-in's
 * test cards and UPI ids (see infra/razorpay/README.md) and makes the payment on the stand-in that served this
 * script. A plain classic script: no eval, no inline styles in markup (styles are set through the DOM), so a
 * page whose CSP allows this origin in script-src and connect-src can load it.
 */
(function () {
  'use strict';

  var current = document.currentScript;
  var standInOrigin = current && current.src ? new URL(current.src).origin : window.location.origin;
  var dialogCount = 0;

  function element(tag, attributes, styles, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === 'text') node.textContent = attributes[name];
      else node.setAttribute(name, attributes[name]);
    });
    Object.keys(styles || {}).forEach(function (name) {
      node.style[name] = styles[name];
    });
    (children || []).forEach(function (child) {
      if (child) node.appendChild(child);
    });
    return node;
  }

  function formatAmount(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
    } catch {
      return (currency || 'INR') + ' ' + (paise / 100).toFixed(2);
    }
  }

  var fieldStyle = {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    padding: '10px',
    margin: '4px 0 12px',
    border: '1px solid #8a8f98',
    borderRadius: '6px',
    fontSize: '16px',
  };

  function field(id, label, attributes) {
    var input = element('input', Object.assign({ id: id, name: id, type: 'text' }, attributes), fieldStyle);
    var wrapper = element('div', {}, {}, [
      element('label', { for: id, text: label }, { fontSize: '14px', fontWeight: '600' }),
      input,
    ]);
    return { wrapper: wrapper, input: input };
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || options.key === '') {
      throw new Error('Razorpay: the "key" option is required');
    }
    this.options = options;
    this.listeners = {};
    this.overlay = null;
  }

  /** Registers a listener; 'payment.failed' is the event Razorpay's checkout reports failures with. */
  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    document.removeEventListener('keydown', this.keyListener, true);
    this.overlay.remove();
    this.overlay = null;
    if (this.returnFocusTo && typeof this.returnFocusTo.focus === 'function') this.returnFocusTo.focus();
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    var options = this.options;
    var prefill = options.prefill || {};
    var modal = options.modal || {};
    var color = (options.theme && options.theme.color) || '#2b5cd6';
    var ids = 'rzp-stand-in-' + ++dialogCount;
    var amountText = formatAmount(Number(options.amount) || 0, options.currency);

    this.returnFocusTo = document.activeElement;

    var cardNumber = field(ids + '-card-number', 'Card number', {
      inputmode: 'numeric',
      autocomplete: 'cc-number',
      placeholder: '4111 1111 1111 1111',
    });
    var expiry = field(ids + '-expiry', 'Expiry (MM/YY)', { autocomplete: 'cc-exp', placeholder: 'MM/YY' });
    var cvv = field(ids + '-cvv', 'CVV', { inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4' });
    var cardName = field(ids + '-card-name', 'Name on card', { autocomplete: 'cc-name', value: prefill.name || '' });
    var vpa = field(ids + '-vpa', 'UPI ID', {
      autocomplete: 'off',
      placeholder: 'success@razorpay',
      value: prefill.vpa || '',
    });

    var cardSection = element('div', { id: ids + '-card' }, {}, [
      cardNumber.wrapper,
      expiry.wrapper,
      cvv.wrapper,
      cardName.wrapper,
    ]);
    var upiSection = element('div', { id: ids + '-upi' }, {}, [vpa.wrapper]);

    function methodChoice(value, label) {
      var input = element('input', {
        type: 'radio',
        name: ids + '-method',
        id: ids + '-method-' + value,
        value: value,
      });
      return element('label', { for: ids + '-method-' + value }, { marginRight: '16px', fontSize: '15px' }, [
        input,
        document.createTextNode(' ' + label),
      ]);
    }
    var methods = element('fieldset', {}, { border: '0', padding: '0', margin: '0 0 12px' }, [
      element('legend', { text: 'Payment method' }, { fontSize: '14px', fontWeight: '600', marginBottom: '6px' }),
      methodChoice('card', 'Card'),
      methodChoice('upi', 'UPI'),
    ]);

    var message = element(
      'div',
      { role: 'alert', id: ids + '-message' },
      {
        color: '#a4161a',
        fontSize: '14px',
        minHeight: '20px',
        margin: '0 0 8px',
      },
    );
    var payButton = element(
      'button',
      { type: 'submit', text: 'Pay ' + amountText },
      {
        background: color,
        color: '#fff',
        border: '0',
        borderRadius: '6px',
        padding: '12px 18px',
        fontSize: '16px',
        fontWeight: '600',
        cursor: 'pointer',
        marginRight: '8px',
      },
    );
    var cancelButton = element(
      'button',
      { type: 'button', text: 'Cancel' },
      {
        background: 'transparent',
        border: '1px solid #8a8f98',
        borderRadius: '6px',
        padding: '12px 18px',
        fontSize: '16px',
        cursor: 'pointer',
      },
    );

    var form = element('form', { novalidate: '' }, {}, [
      methods,
      cardSection,
      upiSection,
      message,
      payButton,
      cancelButton,
    ]);
    var dialog = element(
      'div',
      {
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': ids + '-title',
        'aria-describedby': ids + '-summary',
      },
      {
        background: '#fff',
        color: '#1b1f24',
        fontFamily: 'system-ui, sans-serif',
        width: 'min(420px, calc(100vw - 32px))',
        maxHeight: 'calc(100vh - 32px)',
        overflowY: 'auto',
        borderRadius: '10px',
        padding: '20px 24px',
        boxShadow: '0 12px 40px rgba(0, 0, 0, 0.35)',
        borderTop: '6px solid ' + color,
      },
      [
        element(
          'h2',
          { id: ids + '-title', text: options.name || 'Checkout' },
          { margin: '0 0 4px', fontSize: '20px' },
        ),
        element(
          'p',
          { id: ids + '-summary', text: (options.description ? options.description + ' · ' : '') + amountText },
          {
            margin: '0 0 4px',
            fontSize: '15px',
          },
        ),
        element(
          'p',
          { text: 'Test mode (Razorpay stand-in)' },
          { margin: '0 0 16px', fontSize: '12px', color: '#4d5560' },
        ),
        form,
      ],
    );
    var overlay = element(
      'div',
      { 'data-razorpay-stand-in': '' },
      {
        position: 'fixed',
        inset: '0',
        background: 'rgba(16, 24, 40, 0.6)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        zIndex: '2147483647',
      },
      [dialog],
    );

    function selectedMethod() {
      var checked = form.querySelector('input[name="' + ids + '-method"]:checked');
      return checked ? checked.value : 'card';
    }
    function showMethod(method) {
      cardSection.hidden = method !== 'card';
      upiSection.hidden = method !== 'upi';
    }
    form.querySelectorAll('input[type="radio"]').forEach((radio) => {
      radio.addEventListener('change', () => {
        showMethod(radio.value);
      });
    });
    var initialMethod = prefill.method === 'upi' ? 'upi' : 'card';
    form.querySelector('#' + ids + '-method-' + initialMethod).checked = true;
    showMethod(initialMethod);

    function focusables() {
      return Array.prototype.filter.call(dialog.querySelectorAll('input, button'), (node) => {
        return !node.disabled && node.offsetParent !== null;
      });
    }
    this.keyListener = (event) => {
      if (event.key === 'Escape' && modal.escape !== false) {
        event.preventDefault();
        this.dismiss();
      } else if (event.key === 'Tab') {
        var list = focusables();
        if (list.length === 0) return;
        var first = list[0];
        var last = list[list.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        } else if (!dialog.contains(document.activeElement)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', this.keyListener, true);
    cancelButton.addEventListener('click', () => {
      this.dismiss();
    });

    function markInvalid(fieldName) {
      [cardNumber, expiry, cvv, vpa].forEach((f) => {
        f.input.removeAttribute('aria-invalid');
      });
      var byField = { 'card[number]': cardNumber, 'card[expiry]': expiry, 'card[cvv]': cvv, vpa: vpa };
      var target = byField[fieldName];
      if (target) {
        target.input.setAttribute('aria-invalid', 'true');
        target.input.setAttribute('aria-describedby', ids + '-message');
        target.input.focus();
      }
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      var method = selectedMethod();
      var body = {
        key_id: options.key,
        order_id: options.order_id,
        method: method,
        email: prefill.email,
        contact: prefill.contact,
      };
      if (method === 'card') {
        body.card = {
          number: cardNumber.input.value,
          expiry: expiry.input.value,
          cvv: cvv.input.value,
          name: cardName.input.value,
        };
      } else {
        body.vpa = vpa.input.value.trim();
      }
      payButton.disabled = true;
      message.textContent = 'Processing payment…';
      fetch(standInOrigin + '/v1/checkout/payments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
        .then((res) => res.json())
        .then((answer) => {
          payButton.disabled = false;
          if (answer.outcome === 'paid') {
            this.close();
            if (typeof options.handler === 'function') options.handler(answer.response);
            return;
          }
          var error = (answer.response || answer).error || { description: 'Payment failed' };
          message.textContent = error.description;
          if (answer.outcome === 'failed') {
            // A payment was made and failed: the page hears of it; the customer may try again.
            this.emit('payment.failed', answer.response);
          } else {
            markInvalid(error.field);
          }
        })
        .catch(() => {
          payButton.disabled = false;
          message.textContent = 'Could not reach the payment server. Check your connection and try again.';
        });
    });

    document.body.appendChild(overlay);
    this.overlay = overlay;
    (initialMethod === 'upi' ? vpa.input : cardNumber.input).focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
